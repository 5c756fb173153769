import TandemUIKit

/// What a bar button item can show of a toolbar item's view: a title, an
/// image and the action of the button it holds.
@MainActor
struct BarButtonParts {
    var title: String?
    var image: UIImage?
    var action: (() -> Void)?
    var isEnabled = true

    /// Symbol images by name, made once so that equal items keep their image.
    private static var symbols: [String: UIImage] = [:]

    static func symbol(named name: String) -> UIImage? {
        if let cached = symbols[name] { return cached }
        let image = UIImage(systemName: name)
        symbols[name] = image
        return image
    }

    /// Reads `view` (a button, its label, or views wrapping them) into `parts`.
    static func read(_ view: any View, into parts: inout BarButtonParts) {
        (view as? any BarButtonPartSource)?.readParts(into: &parts)
    }
}

/// A view that contributes to a bar button item.
@MainActor
protocol BarButtonPartSource {
    func readParts(into parts: inout BarButtonParts)
}

extension Button: BarButtonPartSource {
    func readParts(into parts: inout BarButtonParts) {
        parts.action = action
        BarButtonParts.read(label, into: &parts)
    }
}

extension Text: BarButtonPartSource {
    func readParts(into parts: inout BarButtonParts) {
        if parts.title == nil { parts.title = string }
    }
}

extension Image: BarButtonPartSource {
    func readParts(into parts: inout BarButtonParts) {
        guard parts.image == nil else { return }
        switch source {
        case .bitmap(let image): parts.image = image
        case .symbol(let name): parts.image = BarButtonParts.symbol(named: name)
        case .missing: break
        }
    }
}

extension Label: BarButtonPartSource {
    func readParts(into parts: inout BarButtonParts) {
        BarButtonParts.read(title, into: &parts)
        BarButtonParts.read(icon, into: &parts)
    }
}

extension ModifiedContent: BarButtonPartSource where Content: View {
    func readParts(into parts: inout BarButtonParts) {
        BarButtonParts.read(content, into: &parts)
    }
}

extension AnyView: BarButtonPartSource {
    func readParts(into parts: inout BarButtonParts) {
        BarButtonParts.read(view, into: &parts)
    }
}

extension Group: BarButtonPartSource {
    func readParts(into parts: inout BarButtonParts) {
        BarButtonParts.read(content, into: &parts)
    }
}
