/// What a button does, which styles show: destructive buttons are red,
/// cancel buttons are placed and weighted as cancel buttons.
public struct ButtonRole: Equatable, Sendable {
    let kind: Int

    /// A button that deletes data or cannot be undone.
    public static let destructive = ButtonRole(kind: 1)
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(kind: 2)
}
