func f45() -> A.shared.Type {}
