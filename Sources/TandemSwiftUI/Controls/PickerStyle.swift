import Foundation
import TandemUIKit
import TandemSupport

/// A style of picker.
public protocol PickerStyle {}
