/// The device a preview is shown on, by its name ("iPhone 15 Pro").
///
/// Previews run only in Xcode's canvas; Tandem has none (render previews
/// with `ImageRenderer`), so the device is kept and not used.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    /// A device by its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device by its name, written as a string literal.
    public init(stringLiteral: String) {
        rawValue = stringLiteral
    }
}

extension View {
    /// Sets the device a preview is shown on (no effect outside a canvas:
    /// the view is returned unchanged).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
