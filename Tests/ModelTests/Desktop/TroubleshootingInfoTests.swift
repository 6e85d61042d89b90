import XCTest

@testable import Model

final class TroubleshootingInfoTests: XCTestCase {
    func testLibXMLsNumberIsWrittenWithDots() {
        XCTAssertEqual(TroubleshootingInfo.dottedLibXMLVersion("21004"), "2.10.4")
        XCTAssertEqual(TroubleshootingInfo.dottedLibXMLVersion("20914"), "2.9.14")
        XCTAssertEqual(TroubleshootingInfo.dottedLibXMLVersion("2.9"), "2.9")
    }

    func testTheTextNamesEveryVersionAndFolder() {
        let info = TroubleshootingInfo(
            appVersion: "0.1.0", gtk: "4.8.3", libadwaita: "1.2.2", sqlite: "3.40.1", libxml2: "2.9.14",
            userData: "/home/a/.local/share/drilldown", bundledData: "/usr/share/drilldown")
        XCTAssertEqual(
            info.text,
            "Drilldown 0.1.0\nGTK 4.8.3\nlibadwaita 1.2.2\nSQLite 3.40.1\nlibxml2 2.9.14\n"
                + "Data folder: /home/a/.local/share/drilldown\nBundled data: /usr/share/drilldown")
        XCTAssertTrue(TroubleshootingInfo.sqliteVersion.hasPrefix("3."))
        XCTAssertTrue(TroubleshootingInfo.libxml2Version.hasPrefix("2."))
    }
}
