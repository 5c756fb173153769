import Foundation

/// What the system keeps of a scene between its connections: its role, its
/// configuration, an identifier and the app's user info.
///
/// Main actor only. Compared by identity.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// The kinds of scene a session may hold.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string, as Info.plist names it.
        public let rawValue: String
        /// Creates a role from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window on the device's screen (`UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene connected to the session; nil once it disconnected.
    public internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration the scene was made with.
    public internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to the session.
    public let persistentIdentifier: String
    /// Data the application keeps with the session.
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }

    /// Identity.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
