import Foundation
import TandemSupport

/// Makes the view an Interface Builder element describes: the UIKit class
/// its element name stands for, or its custom class, through `init?(coder:)`
/// as UIKit does (so a subclass's `required init?(coder:)` runs).
@MainActor
enum InterfaceBuilderViewFactory {
    /// The UIKit class of each view element Interface Builder writes.
    private static let classes: [String: UIView.Type] = [
        "view": UIView.self,
        "containerView": UIView.self,
        "label": UILabel.self,
        "button": UIButton.self,
        "imageView": UIImageView.self,
        "textField": UITextField.self,
        "textView": UITextView.self,
        "switch": UISwitch.self,
        "slider": UISlider.self,
        "stepper": UIStepper.self,
        "segmentedControl": UISegmentedControl.self,
        "progressView": UIProgressView.self,
        "activityIndicatorView": UIActivityIndicatorView.self,
        "pageControl": UIPageControl.self,
        "datePicker": UIDatePicker.self,
        "pickerView": UIPickerView.self,
        "stackView": UIStackView.self,
        "scrollView": UIScrollView.self,
        "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self,
        "collectionView": UICollectionView.self,
        "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self,
        "navigationBar": UINavigationBar.self,
        "searchBar": UISearchBar.self,
        "tabBar": UITabBar.self,
        "visualEffectView": UIVisualEffectView.self,
    ]

    /// Whether `name` is a view element.
    static func isView(_ name: String) -> Bool { classes[name] != nil }

    /// A new view for `element`, of its custom class when it names one that
    /// is a kind of the element's UIKit class. A custom class whose
    /// `init?(coder:)` returns nil is reported and replaced by its UIKit class.
    static func make(_ element: InterfaceBuilderElement, in document: InterfaceBuilderDocument) -> UIView {
        let base = classes[element.name] ?? UIView.self
        let type = InterfaceBuilderClassResolver.resolve(element, base: base, in: document)
        let coder = InterfaceBuilderCoder(element: element)
        if let view = type.init(coder: coder) { return view }
        Diagnostics.report("UIStoryboard", "\(type).init(coder:) returned nil; made a \(base) instead")
        return base.init(coder: coder) ?? UIView(frame: .zero)
    }
}
