import Foundation

extension UIBarButtonItem {
    /// The system's items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// Add (+).
        case add = 4
        /// Flexible space.
        case flexibleSpace = 5
        /// Fixed space.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Action (share).
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Close.
        case close = 24
    }
}

extension UIBarButtonItem.SystemItem {
    /// What the item says: the word a text item draws, and the accessibility
    /// label of an item drawn as a glyph.
    var label: String {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: ""
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        }
    }

    /// The SF Symbol iOS 13 and later draw for the item; nil for the items
    /// that are words (Done, Cancel, Edit, Save) and for spaces.
    var symbolName: String? {
        switch self {
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: nil
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .undo: "arrow.uturn.backward"
        case .redo: "arrow.uturn.forward"
        case .close: "xmark.circle.fill"
        }
    }
}
