/* What other features use of contracts: the list query and the cards chat shows. */
export { useContracts } from './api/get-contracts';
export { ContractChatCards } from './components/contract-chat-cards';
