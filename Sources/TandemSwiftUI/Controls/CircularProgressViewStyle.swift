/// A spinner, as iOS draws circular progress whether or not the amount is
/// known, with the label below it.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The circular style.
    public init() { tint = nil }

    /// The circular style with its spinner in `tint`.
    public init(tint: Color) { self.tint = tint }

    /// The spinner and its label.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressViewBody(configuration: configuration, kind: .circular, tint: tint)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The circular style: a spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
