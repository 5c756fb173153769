/// A bar that fills from the leading edge: empty when the amount is
/// unknown. A label sits above it, the current value's label below.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The linear style, in the tint around it.
    public init() { tint = nil }

    /// The linear style with its bar in `tint`.
    public init(tint: Color) { self.tint = tint }

    /// The bar and its labels.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressViewBody(configuration: configuration, kind: .linear, tint: tint)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The linear style: a bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
