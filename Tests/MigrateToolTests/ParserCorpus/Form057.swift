func f59() { let y: [String: A.shared] = [:] }
