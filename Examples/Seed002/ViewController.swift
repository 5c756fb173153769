// Seed 002 ("在 SwiftUI 中使用 UIKit"): the UIKit view controller that
// the SwiftUI screen's NavigationLink pushes (the seed's code, as written;
// Linux-forced changes: none).
import UIKit

class ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor.red
  }
}
