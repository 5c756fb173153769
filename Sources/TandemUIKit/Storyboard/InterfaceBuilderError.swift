import Foundation

/// Why an Interface Builder file could not be loaded or an object in it
/// could not be made; each case's description is the message reported.
enum InterfaceBuilderError: Error, CustomStringConvertible {
    /// No file of that name in the bundles searched.
    case missingFile(String)
    /// The file exists but is not readable XML.
    case malformed(String)
    /// The XML is not an Interface Builder document.
    case notADocument(String)

    var description: String {
        switch self {
        case .missingFile(let message): message
        case .malformed(let message): "the Interface Builder file is not well-formed XML (\(message))"
        case .notADocument(let message): message
        }
    }
}
