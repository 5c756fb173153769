import TandemUIKit

/// The label of the keyboard's return key in text fields:
/// ``View/submitLabel(_:)``'s argument (a `UITextField`'s `returnKeyType`).
public struct SubmitLabel: Hashable, Sendable {
    let returnKeyType: UIReturnKeyType

    private init(_ returnKeyType: UIReturnKeyType) {
        self.returnKeyType = returnKeyType
    }

    /// "Done".
    public static var done: SubmitLabel { SubmitLabel(.done) }
    /// "Go".
    public static var go: SubmitLabel { SubmitLabel(.go) }
    /// "Send".
    public static var send: SubmitLabel { SubmitLabel(.send) }
    /// "Join".
    public static var join: SubmitLabel { SubmitLabel(.join) }
    /// "Route".
    public static var route: SubmitLabel { SubmitLabel(.route) }
    /// "Search".
    public static var search: SubmitLabel { SubmitLabel(.search) }
    /// "Return" (the default).
    public static var `return`: SubmitLabel { SubmitLabel(.default) }
    /// "Next".
    public static var next: SubmitLabel { SubmitLabel(.next) }
    /// "Continue".
    public static var `continue`: SubmitLabel { SubmitLabel(.continue) }
}
