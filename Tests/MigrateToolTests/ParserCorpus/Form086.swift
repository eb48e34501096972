protocol P88 { associatedtype T where T: A.shared }
