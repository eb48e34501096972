func g25() { let f: (Int) -> Int = { $0 }; _ = f.shared }
