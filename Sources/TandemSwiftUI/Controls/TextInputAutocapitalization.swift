/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// How a text input capitalizes what is typed:
/// ``View/textInputAutocapitalization(_:)``'s argument.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let type: UITextAutocapitalizationType

    /// Capitalizes nothing.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(type: .none) }
    /// Capitalizes the first letter of every word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(type: .words) }
    /// Capitalizes the first letter of every sentence (the default).
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(type: .sentences) }
    /// Capitalizes every letter.
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(type: .allCharacters) }

    private init(type: UITextAutocapitalizationType) {
        self.type = type
    }

    /// The behavior of UIKit's `type` (never nil: every UIKit type has one).
    public init?(_ type: UITextAutocapitalizationType) {
        self.init(type: type)
    }
}
