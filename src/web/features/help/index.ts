/* What other features use of help: the home page's chatbot launcher. */
export { ChatbotLauncher } from './components/chatbot-launcher';
