/// The automatic style: a bar when the amount is known, a spinner when it
/// is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The automatic style.
    public init() {}

    /// The bar or the spinner, and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressViewBody(
            configuration: configuration, kind: configuration.fractionCompleted == nil ? .circular : .linear,
            tint: nil)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The automatic style: a bar when the amount is known, a spinner when it is not.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
