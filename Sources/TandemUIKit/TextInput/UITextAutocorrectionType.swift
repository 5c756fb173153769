/// Whether text is autocorrected, with UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    /// As the system decides.
    case `default` = 0
    /// Never.
    case no = 1
    /// Always.
    case yes = 2
}
