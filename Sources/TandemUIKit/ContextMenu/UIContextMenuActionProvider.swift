import Foundation

/// Makes a context menu's menu from the system's suggested elements
/// (Tandem suggests none); nil shows no menu.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the controller a context menu previews (Tandem shows no preview).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
