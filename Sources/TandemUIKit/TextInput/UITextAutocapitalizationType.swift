/// When text is capitalized automatically, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// Every word.
    case words = 1
    /// Every sentence.
    case sentences = 2
    /// Every character.
    case allCharacters = 3
}
