import Foundation
import TandemSupport
import TandemUIKit

/// A style of picker.
public protocol PickerStyle {}
