/// Values the graph passes down that are not SwiftUI API.
extension EnvironmentValues {
    private struct StackAxisKey: EnvironmentKey {
        static let defaultValue: Axis? = nil
    }

    /// The axis of the enclosing stack (spacers grow along it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { setShared(StackAxisKey.self, to: newValue) }
    }

    private struct ForegroundStyleKey: EnvironmentKey {
        static let defaultValue: AnyShapeStyle? = nil
    }

    /// The style of foreground elements (`.foregroundStyle`, `.foregroundColor`).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { setShared(ForegroundStyleKey.self, to: newValue) }
    }
}
