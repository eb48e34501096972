typealias T8 = A.shared
