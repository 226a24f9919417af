//
//  WasteReportPresenter.swift
//  Larder
//

import Foundation

final class WasteReportPresenter {

    private weak var view: WasteReportViewProtocol?
    private let interactor: WasteReportInteractorInput
    private let router: WasteReportRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: WasteReportViewProtocol, interactor: WasteReportInteractorInput, router: WasteReportRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension WasteReportPresenter: WasteReportPresenterProtocol {
    func viewDidLoad() {
        // TODO: group by month
        interactor.load()
    }

    func didTapExportReport() {
        let link = URL(string: "https://larder.example.com/waste-report/")!
        router.exportReport(items: [link])
    }
}

extension WasteReportPresenter: WasteReportInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
