import Foundation

/// Unique reuse identifiers for cell and supplementary registrations, which
/// have no identifier of their own: one per registration made.
enum RegistrationIdentifier {
    /// A fresh identifier naming `type`.
    static func next(for type: Any.Type) -> String {
        "Registration-\(type)-\(UUID().uuidString)"
    }
}
