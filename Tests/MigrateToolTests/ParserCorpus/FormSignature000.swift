import struct X.Y
let v = Array<A.shared>()
public func f<T: A.shared>() {}
