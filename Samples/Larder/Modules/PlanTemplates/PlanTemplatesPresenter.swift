//
//  PlanTemplatesPresenter.swift
//  Larder
//

import Foundation

final class PlanTemplatesPresenter {

    private weak var view: PlanTemplatesViewProtocol?
    private let interactor: PlanTemplatesInteractorInput
    private let router: PlanTemplatesRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: PlanTemplatesViewProtocol, interactor: PlanTemplatesInteractorInput, router: PlanTemplatesRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PlanTemplatesPresenter: PlanTemplatesPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectTemplateDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openTemplateDetails(templateID: item.id)
    }
}

extension PlanTemplatesPresenter: PlanTemplatesInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
