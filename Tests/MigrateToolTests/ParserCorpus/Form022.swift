protocol P23 { associatedtype T = A.shared }
