/// Text fields adopt `UITextInput` through ``TextInputHost``.
extension UITextField: UITextInput, TextInputHost {}
