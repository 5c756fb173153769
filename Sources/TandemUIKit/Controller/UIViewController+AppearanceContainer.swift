import Foundation

/// A view controller contains the views of its view: appearance proxies can be scoped to it.
extension UIViewController: UIAppearanceContainer {}
