func f61() { _ = x as (A.shared) -> Void }
