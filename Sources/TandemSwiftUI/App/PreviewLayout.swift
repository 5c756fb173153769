/// How a preview is sized on a canvas.
public enum PreviewLayout: Sendable {
    /// The device's size.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: Double, height: Double)
}
