func g18() { do {} catch let e where e.shared {} }
