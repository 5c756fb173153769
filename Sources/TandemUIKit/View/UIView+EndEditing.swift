extension UIView {
    /// Makes the first responder among this view and its descendants (a
    /// text field or text view being edited) resign, as a tap outside or a
    /// Done button does: asked (its delegate may refuse) or, when `force`
    /// is true, told. Returns whether nothing inside is first responder
    /// any more (true when nothing was).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.firstResponder as? UIView,
            responder === self || responder.isDescendant(of: self)
        else { return true }
        if force {
            responder.forceResignFirstResponder()
            return true
        }
        return responder.resignFirstResponder()
    }
}
