/// Text views adopt `UITextInput` through ``TextInputHost``.
extension UITextView: UITextInput, TextInputHost {}
