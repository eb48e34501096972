typealias T39<U> = A<U>.shared
