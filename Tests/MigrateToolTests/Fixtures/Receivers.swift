let a = UIApplication
  .shared
let b = UIApplication // the app
  /* really */ .shared
let c = A.B.shared
let d = PHPhotoLibrary.shared()
let e = Foo.shared; let f = Bar.shared
let g = manager.shared
let h = self.shared
let i = make().shared
let j = items[0].shared
let k = optional?.shared
let l = forced!.shared
let m = \Foo.shared
let n = \.shared
let o = super.shared
let p = Array<Int>.shared
switch mode {
case .shared: break
default: break
}
