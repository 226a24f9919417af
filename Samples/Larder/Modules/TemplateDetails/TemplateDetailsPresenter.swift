//
//  TemplateDetailsPresenter.swift
//  Larder
//

import Foundation

final class TemplateDetailsPresenter {

    private weak var view: TemplateDetailsViewProtocol?
    private let interactor: TemplateDetailsInteractorInput
    private let router: TemplateDetailsRouterProtocol
    private let templateID: String
    private var sections: [[ListItem]] = []

    init(view: TemplateDetailsViewProtocol, interactor: TemplateDetailsInteractorInput, router: TemplateDetailsRouterProtocol, templateID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.templateID = templateID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension TemplateDetailsPresenter: TemplateDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }

    func didTapConfirmApply() {
        router.confirmApply { [weak self] in
            self?.interactor.applyTemplate()
        }
    }
}

extension TemplateDetailsPresenter: TemplateDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didApplyTemplate() {
        interactor.load()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
