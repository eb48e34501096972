extension A38 where B == C.shared {}
