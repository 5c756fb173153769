# Shared by the scripts that check an open-source library against Tandem
# (check-cosmos.sh, check-quicktableviewcontroller.sh,
# check-skyfloatinglabeltextfield.sh); sourced, not run.
#
# library_check_folder NAME: sets `tandem` (this checkout), `check` (the
# package the check assembles, .build/NAME-check, its Sources and Tests
# emptied) and `identity` (how a package names Tandem's: after the folder it
# is checked out in).
library_check_folder() {
    tandem=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    check=$tandem/.build/$1-check
    rm -rf "$check/Sources" "$check/Tests"
    identity=$(basename "$tandem" | tr "[:upper:]" "[:lower:]")
}

# library_check_build_and_test: builds the assembled package and runs its
# tests in .build/libs-check-scratch, which every library check shares, so
# that Tandem is built once for all of them.
library_check_build_and_test() {
    (cd "$check" &&
        swift build --build-tests --scratch-path "$tandem/.build/libs-check-scratch" &&
        TANDEM_QUIET=1 swift test --skip-build --scratch-path "$tandem/.build/libs-check-scratch")
}

# library_check_import_uikit_in_tests: the tests name UIKit's types after
# `import XCTest` alone, which on iOS brings UIKit with it; Linux's XCTest
# does not, so they import UIKit.
library_check_import_uikit_in_tests() {
    sed -i 's/^import XCTest$/import XCTest\nimport UIKit/' "$check"/Tests/*/*.swift
}
