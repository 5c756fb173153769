/// The kinds of keyboards, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// Letters and punctuation in ASCII.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// A phone keypad.
    case phonePad = 5
    /// A phone keypad with names.
    case namePhonePad = 6
    /// For e-mail addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// For social network names.
    case twitter = 9
    /// For web searches.
    case webSearch = 10
    /// Digits in ASCII.
    case asciiCapableNumberPad = 11
}
