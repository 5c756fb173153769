import Foundation

/// An object that can contain views whose appearance proxies are scoped to
/// it (``UIAppearance/appearance(whenContainedInInstancesOf:)``): views and
/// view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}
