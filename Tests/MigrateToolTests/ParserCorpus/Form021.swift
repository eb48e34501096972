protocol P22 { associatedtype T: A.shared }
