#if DEBUG
let a = Debug.shared
#elseif TESTING
let b = Testing.shared
#else
let c = Release.shared
#endif
