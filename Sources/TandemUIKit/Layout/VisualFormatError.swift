import Foundation

/// Why a visual format cannot be turned into constraints, and where: the
/// reason UIKit's `NSInvalidArgumentException` gives, and the character its
/// caret line points at.
struct VisualFormatError: Error {
    /// The reason, as UIKit words it where known.
    var reason: String
    /// The offset, in characters, of the character the caret points at.
    var position: Int

    /// UIKit's exception text: the reason, the format, and a caret under the
    /// offending character.
    func message(in format: String) -> String {
        "Unable to parse constraint format: \(reason)\n\(format)\n\(String(repeating: " ", count: max(0, position)))^"
    }
}
