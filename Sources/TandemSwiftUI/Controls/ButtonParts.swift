import Foundation
import TandemUIKit

/// What UIKit buttons (bar button items, alert actions) can show of a
/// SwiftUI view: a title, an image, and the action and role of the button
/// it holds. Read from the view value, not the graph.
@MainActor
struct ButtonParts {
    var title: String?
    var image: UIImage?
    var action: (() -> Void)?
    var role: ButtonRole?
    var isEnabled = true

    /// Symbol images by name, made once so that equal items keep their image.
    private static var symbols: [String: UIImage] = [:]

    /// The symbol drawn as SwiftUI draws `Image(systemName:)` (UIKit has no
    /// SF Symbols on Linux), black on transparent: a template bars tint.
    static func symbol(named name: String) -> UIImage? {
        if let cached = symbols[name] { return cached }
        let renderer = ImageRenderer(content: Image(systemName: name).font(.system(size: 22)).foregroundColor(.black))
        renderer.scale = 2
        let image = renderer.uiImage
        symbols[name] = image
        return image
    }

    /// Reads `view` (a button, its label, or views wrapping them) into `parts`.
    static func read(_ view: any View, into parts: inout ButtonParts) {
        (view as? any ButtonPartSource)?.readParts(into: &parts)
    }
}

/// A view that contributes to a UIKit button.
@MainActor
protocol ButtonPartSource {
    func readParts(into parts: inout ButtonParts)
}

extension Button: ButtonPartSource {
    func readParts(into parts: inout ButtonParts) {
        parts.action = action
        parts.role = role
        ButtonParts.read(label, into: &parts)
    }
}

extension Text: ButtonPartSource {
    func readParts(into parts: inout ButtonParts) {
        if parts.title == nil { parts.title = string }
    }
}

extension Image: ButtonPartSource {
    func readParts(into parts: inout ButtonParts) {
        guard parts.image == nil else { return }
        switch source {
        case .bitmap(let image): parts.image = image
        case .symbol(let name): parts.image = ButtonParts.symbol(named: name)
        case .missing: break
        }
    }
}

extension Label: ButtonPartSource {
    func readParts(into parts: inout ButtonParts) {
        ButtonParts.read(title, into: &parts)
        ButtonParts.read(icon, into: &parts)
    }
}

extension ModifiedContent: ButtonPartSource where Content: View {
    func readParts(into parts: inout ButtonParts) {
        ButtonParts.read(content, into: &parts)
    }
}

extension AnyView: ButtonPartSource {
    func readParts(into parts: inout ButtonParts) {
        ButtonParts.read(view, into: &parts)
    }
}

extension Group: ButtonPartSource {
    func readParts(into parts: inout ButtonParts) {
        ButtonParts.read(content, into: &parts)
    }
}

extension _ConditionalContent: ButtonPartSource {
    /// The branch shown (`if … { Text("Done") } else { Text("Edit") }`).
    func readParts(into parts: inout ButtonParts) {
        switch storage {
        case .trueContent(let content): ButtonParts.read(content, into: &parts)
        case .falseContent(let content): ButtonParts.read(content, into: &parts)
        }
    }
}

extension Optional: ButtonPartSource where Wrapped: View {
    /// The content, when there is one (`if` without `else`).
    func readParts(into parts: inout ButtonParts) {
        if let self { ButtonParts.read(self, into: &parts) }
    }
}
