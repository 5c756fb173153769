import Foundation

extension UIMenu {
    /// Names a menu; UIKit's standard menus have theirs (`.file`, `.edit`...).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The application menu.
        public static let application = Identifier("com.apple.menu.application")
        /// The File menu.
        public static let file = Identifier("com.apple.menu.file")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The View menu.
        public static let view = Identifier("com.apple.menu.view")
        /// The Window menu.
        public static let window = Identifier("com.apple.menu.window")
        /// The Help menu.
        public static let help = Identifier("com.apple.menu.help")
        /// The About menu.
        public static let about = Identifier("com.apple.menu.about")
        /// The Preferences menu.
        public static let preferences = Identifier("com.apple.menu.preferences")
        /// The Services menu.
        public static let services = Identifier("com.apple.menu.services")
        /// The Hide menu.
        public static let hide = Identifier("com.apple.menu.hide")
        /// The Quit menu.
        public static let quit = Identifier("com.apple.menu.quit")
        /// The New Scene menu.
        public static let newScene = Identifier("com.apple.menu.new-scene")
        /// The Close menu.
        public static let close = Identifier("com.apple.menu.close")
        /// The Print menu.
        public static let print = Identifier("com.apple.menu.print")
        /// The Undo/Redo menu.
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        /// The Standard Edit menu.
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// The Find menu.
        public static let find = Identifier("com.apple.menu.find")
        /// The Replace menu.
        public static let replace = Identifier("com.apple.menu.replace")
        /// The Share menu.
        public static let share = Identifier("com.apple.menu.share")
        /// The Text Style menu.
        public static let textStyle = Identifier("com.apple.menu.text-style")
        /// The Spelling menu.
        public static let spelling = Identifier("com.apple.menu.spelling")
        /// The Format menu.
        public static let format = Identifier("com.apple.menu.format")
        /// The Font menu.
        public static let font = Identifier("com.apple.menu.font")
        /// The Text Size menu.
        public static let textSize = Identifier("com.apple.menu.text-size")
        /// The Text Color menu.
        public static let textColor = Identifier("com.apple.menu.text-color")
        /// The Fullscreen menu.
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        /// The Minimize and Zoom menu.
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        /// The Bring All to Front menu.
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        /// The root menu.
        public static let root = Identifier("com.apple.menu.root")
    }
}
