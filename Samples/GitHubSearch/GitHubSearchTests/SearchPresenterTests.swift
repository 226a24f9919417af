//
//  SearchPresenterTests.swift
//  GitHubSearchTests
//

import XCTest
@testable import GitHubSearch

final class SearchPresenterTests: XCTestCase {

    private var view: MockSearchView!
    private var router: SearchRouterOutputSpy!
    private var presenter: SearchPresenter!

    override func setUp() {
        super.setUp()
        view = MockSearchView()
        router = SearchRouterOutputSpy(view)
        presenter = SearchPresenter(entities: SearchEntities(entryEntity: SearchEntryEntity(initialQuery: "viper")),
                                    view: view,
                                    dependencies: (interactor: SearchInteractor(), router: router))
    }

    func test_viewDidLoad_configuresQuery() {
        presenter.viewDidLoad()
        XCTAssertEqual(view.configuredQuery, "viper")
    }

    func test_didSelectRow_routesToRepository() {
        presenter.onSuccessSearch(repositories: [.fixture()])
        presenter.didSelectRow(at: 0)
        XCTAssertEqual(router.repositories.count, 1)
    }
}
