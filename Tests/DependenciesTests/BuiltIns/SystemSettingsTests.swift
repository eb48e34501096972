import Dependencies
import Foundation
import Testing

/// Reads the user's settings the way feature code does.
private struct Formatting: Sendable {
  @Dependency(\.calendar) var calendar
  @Dependency(\.locale) var locale
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.preferredLocales) var preferredLocales
}

@Suite("\\.calendar, \\.locale, \\.timeZone, \\.preferredLocales")
struct SystemSettingsTests {
  @Test("live, they are the system's")
  func live() {
    withDependencies { $0.context = .live } operation: {
      let formatting = Formatting()
      #expect(formatting.calendar == Calendar.autoupdatingCurrent)
      #expect(formatting.locale == Locale.autoupdatingCurrent)
      #expect(formatting.timeZone == TimeZone.autoupdatingCurrent)
      #expect(
        formatting.preferredLocales.map(\.identifier) == Locale.preferredLanguages)
    }
  }

  @Test("a test that reads one without an override is reported, and gets the live value")
  func testValuesReport() {
    let issues = IssueCollector()
    let formatting = Formatting()
    withIssueReporters([issues]) {
      #expect(formatting.calendar == Calendar.autoupdatingCurrent)
      #expect(formatting.locale == Locale.autoupdatingCurrent)
      #expect(formatting.timeZone == TimeZone.autoupdatingCurrent)
      _ = formatting.preferredLocales
    }
    #expect(issues.reported.count == 4)
    #expect(issues.reported.allSatisfy { $0.contains("no test implementation") })
  }

  @Test("in previews they are the live values, and nothing is reported")
  func preview() {
    let issues = IssueCollector()
    withIssueReporters([issues]) {
      withDependencies { $0.context = .preview } operation: {
        #expect(Formatting().timeZone == TimeZone.autoupdatingCurrent)
        #expect(Formatting().locale == Locale.autoupdatingCurrent)
      }
    }
    #expect(issues.reported.isEmpty)
  }

  @Test("overrides are what a test reads", arguments: 0..<100)
  func overrides(index: Int) async {
    let zones = ["UTC", "Europe/Paris", "Asia/Tokyo", "America/New_York"]
    let zone = TimeZone(identifier: zones[index % zones.count])!
    let locale = Locale(identifier: index.isMultiple(of: 2) ? "fr_FR" : "ja_JP")
    var calendar = Calendar(identifier: .gregorian)
    calendar.firstWeekday = index % 7 + 1
    let issues = IssueCollector()
    await withIssueReporters([issues]) {
      await withDependencies {
        $0.calendar = calendar
        $0.locale = locale
        $0.timeZone = zone
        $0.preferredLocales = [locale]
      } operation: {
        await Task.yield()
        let formatting = Formatting()
        #expect(formatting.calendar.firstWeekday == index % 7 + 1)
        #expect(formatting.locale == locale)
        #expect(formatting.timeZone == zone)
        #expect(formatting.preferredLocales == [locale])
      }
    }
    #expect(issues.reported.isEmpty)
  }
}
