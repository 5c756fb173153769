import Foundation
import TandemUIKit

/// A view hierarchy as text, a line per view, indented two spaces a level:
/// the class, the frame in the superview, and what it shows or how it is
/// drawn ("UILabel, {{16.0, 8.0}, {120.0, 20.5}}, text: 'Hello'").
@MainActor
enum HierarchyDescription {
    static func of(_ view: UIView) -> String {
        var lines: [String] = []
        func walk(_ view: UIView, _ depth: Int) {
            let frame = view.frame
            var parts = [
                String(describing: type(of: view)),
                "{{\(frame.minX), \(frame.minY)}, {\(frame.width), \(frame.height)}}",
            ]
            if let label = view as? UILabel, let text = label.text { parts.append("text: '\(text)'") }
            if let button = view as? UIButton, let title = button.currentTitle { parts.append("title: '\(title)'") }
            if let field = view as? UITextField {
                parts.append("text: '\(field.text ?? "")'")
                if let placeholder = field.placeholder { parts.append("placeholder: '\(placeholder)'") }
            }
            if view.isHidden { parts.append("hidden") }
            if view.alpha < 1 { parts.append("alpha: \(view.alpha)") }
            lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: ", "))
            for subview in view.subviews { walk(subview, depth + 1) }
        }
        walk(view, 0)
        return lines.joined(separator: "\n")
    }
}
